import { describe, expect, it } from 'vitest';
import bg from './bg.json';
import en from './en.json';
import ru from './ru.json';

type Catalog = { [key: string]: string | Catalog };
const CATALOGS: Record<string, Catalog> = { bg, en, ru };

/**
 * The buttons and links that show words and carry a longer aria-label naming their record: the label key the
 * control shows, and the key of its accessible name (found with `grep -rn aria-label apps/web/src`). WCAG 2.5.3: the
 * name starts with the words shown, so a voice user who says "click Add to cart" reaches the button.
 */
const SHOWN_AND_NAMED: ReadonlyArray<readonly [shown: string, named: string]> = [
  ['shop.addToCart', 'shop.addToCartNamed'],
  ['shop.outOfStock', 'shop.outOfStockNamed'],
  ['admin.common.edit', 'admin.common.editNamed'],
  ['admin.common.delete', 'admin.common.deleteNamed'],
  ['admin.common.deactivate', 'admin.enrollments.deactivateNamed'],
  ['admin.common.activate', 'admin.enrollments.activateNamed'],
  ['admin.athletes.approve', 'admin.athletes.approveNamed'],
  ['admin.athletes.withdraw', 'admin.athletes.withdrawNamed'],
  ['peopleAdmin.classes.reassign', 'peopleAdmin.classes.reassignNamed'],
  ['peopleAdmin.classes.open', 'peopleAdmin.classes.openNamed'],
  ['peopleAdmin.children.open', 'peopleAdmin.children.openNamed'],
  ['peopleAdmin.coach.edit', 'peopleAdmin.coach.editNamed'],
  ['peopleAdmin.coach.createShort', 'peopleAdmin.coach.createNamed'],
  ['wizard.confirm.change', 'wizard.confirm.changeWhat'],
  ['shopAdmin.orders.cancelOrder', 'shopAdmin.orders.cancelOrderNamed'],
  ['shopAdmin.orders.cancelAndRefund', 'shopAdmin.orders.cancelAndRefundNamed'],
  ['admin.common.deactivate', 'shopAdmin.products.deactivateNamed'],
  ['admin.common.activate', 'shopAdmin.products.activateNamed'],
  ['instructor.dashboard.takeAttendance', 'instructor.dashboard.takeAttendanceFor'],
  ['instructor.roster.assess', 'instructor.roster.assessNamed'],
  ['athlete.goals.edit', 'athlete.goals.editNamed'],
  ['athlete.goals.delete', 'athlete.goals.deleteNamed'],
  ['contentAdmin.news.publish', 'contentAdmin.news.publishNamed'],
  ['contentAdmin.news.unpublish', 'contentAdmin.news.unpublishNamed'],
  ['contentAdmin.media.moveUp', 'contentAdmin.media.moveUpNamed'],
  ['contentAdmin.media.moveDown', 'contentAdmin.media.moveDownNamed'],
  ['contentAdmin.media.show', 'contentAdmin.media.showNamed'],
  ['contentAdmin.media.hide', 'contentAdmin.media.hideNamed'],
  ['contentAdmin.delete', 'contentAdmin.deleteNamed'],
  ['billing.reconciliation.resolve', 'billing.reconciliation.resolveNamed'],
  ['billing.refund.action', 'billing.refund.actionNamed'],
  ['billing.validate.action', 'billing.validate.actionNamed'],
  ['arrears.remind.action', 'arrears.remind.actionNamed'],
  ['arrears.note.action', 'arrears.note.actionNamed'],
  ['arrears.writeOff.action', 'arrears.writeOff.actionNamed'],
  ['staffPayments.record.action', 'arrears.record.actionNamed'],
  ['staffPayments.record.action', 'staffPayments.record.actionNamed'],
  ['staffPayments.reject.action', 'staffPayments.reject.actionNamed'],
  ['staffPayments.pick.choose', 'staffPayments.pick.chooseNamed'],
  ['payments.bank.copy', 'payments.bank.copyIban'],
  ['payments.bank.copy', 'payments.bank.copyReference'],
  ['payments.summary.pay', 'payments.summary.payLabel'],
  ['payments.bills.pay', 'payments.bills.payLabel'],
  ['payments.dashboard.pay', 'payments.dashboard.payLabel'],
  ['parent.children.renew', 'parent.children.renewFor'],
  ['notices.preferences.channels.mail', 'notices.preferences.switchNamed.mail'],
  ['notices.preferences.channels.push', 'notices.preferences.switchNamed.push'],
];

function text(catalog: Catalog, key: string): string {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${key} is missing`);
  return node;
}

describe('a control’s accessible name starts with the words it shows', () => {
  for (const [language, catalog] of Object.entries(CATALOGS)) {
    it.each(SHOWN_AND_NAMED)(`${language}: %s leads %s`, (shown, named) => {
      const label = text(catalog, shown);
      // The record's name as the control fills it in: any value, the start is what counts.
      const name = text(catalog, named).replace(/\{\{\w+\}\}/g, 'Ния');
      expect(name.toLocaleLowerCase(language).startsWith(label.toLocaleLowerCase(language)), `"${name}"`).toBe(true);
    });
  }
});
