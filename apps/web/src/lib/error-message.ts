import { isApiError } from './api-client';

/** Catalog key of a short, human explanation for a failed request. */
export function getErrorMessageKey(error: unknown) {
  if (!isApiError(error)) return 'errors.generic' as const;
  switch (error.code) {
    case 'NETWORK':
      return 'errors.network' as const;
    case 'RATE_LIMITED':
      return 'errors.rateLimited' as const;
    case 'NOT_FOUND':
      return 'errors.notFound' as const;
    case 'UNAUTHENTICATED':
      return 'errors.unauthenticated' as const;
    case 'FORBIDDEN':
      return 'errors.forbidden' as const;
    case 'PERIOD_ALREADY_COVERED':
      return 'errors.periodAlreadyCovered' as const;
    case 'PAYMENT_NOT_PAYABLE':
      return 'errors.paymentNotPayable' as const;
    case 'PAYMENT_NOT_VALIDATABLE':
      return 'errors.paymentNotValidatable' as const;
    case 'REFUND_NOT_ALLOWED':
      return 'errors.refundNotAllowed' as const;
    case 'REFUND_TOO_LARGE':
      return 'errors.refundTooLarge' as const;
    case 'PROVIDER_ERROR':
      return 'errors.providerError' as const;
    case 'SUBSCRIPTION_NOT_ACTIVE':
      return 'errors.subscriptionNotActive' as const;
    case 'OUT_OF_STOCK':
      return 'errors.outOfStock' as const;
    case 'PRICE_CHANGED':
      return 'errors.priceChanged' as const;
    case 'LOCATION_IN_USE':
      return 'errors.locationInUse' as const;
    case 'CLASS_IN_USE':
      return 'errors.classInUse' as const;
    case 'CLASS_INACTIVE':
      return 'errors.classInactive' as const;
    case 'PLAN_NOT_OFFERED':
      return 'errors.planNotOffered' as const;
    case 'CLASS_FULL':
      return 'errors.classFull' as const;
    case 'ALREADY_ENROLLED':
      return 'errors.alreadyEnrolled' as const;
    case 'STOCK_CHANGED':
      return 'errors.stockChanged' as const;
    case 'ORDER_NOT_CANCELLABLE':
      return 'errors.orderNotCancellable' as const;
    case 'ORDER_PAID_MEANWHILE':
      return 'errors.orderPaidMeanwhile' as const;
    case 'IMAGE_INVALID':
      return 'errors.imageInvalid' as const;
    case 'PAYLOAD_TOO_LARGE':
      return 'errors.payloadTooLarge' as const;
    case 'MEDIA_INVALID':
      return 'contentAdmin.errors.mediaInvalid' as const;
    default:
      return 'errors.generic' as const;
  }
}
