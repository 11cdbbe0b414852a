// Keys of the shop's public data: the shop feature reads it and the admin console's shop changes it, so the keys
// live here and invalidation uses them.

export const shopPublicKeys = {
  products: ['products'] as const,
  orders: ['orders'] as const,
};
