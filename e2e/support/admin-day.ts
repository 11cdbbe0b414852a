import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';

// An admin's working day on the demo club, through the API (and the card provider's page for a shop order): each step
// leaves an entry in the audit log and a trace on the money screens, and changes nothing another journey counts on.

type Child = { id: string; fullName: string; enrollments: { classId: string; active: boolean }[] };
type Attendance = { children: { childId: string; status: string | null }[] };

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

function sender(request: APIRequestContext, baseURL: string) {
  return async <T>(method: 'POST' | 'PUT' | 'PATCH', url: string, data: object): Promise<T> => {
    const response = await request.fetch(url, { method, data, headers: { origin: baseURL } });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
}

async function findChild(request: APIRequestContext, search: string): Promise<Child> {
  const list = await getJson<{ items: { id: string }[] }>(request, `/api/admin/children?search=${search}`);
  const id = list.items[0]?.id;
  if (!id) throw new Error(`${search} is not among the children`);
  return getJson<Child>(request, `/api/admin/children/${id}`);
}

/** The club's day `days` before today, as the API takes it. */
function dayBefore(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(Date.now() - days * 86_400_000);
}

/**
 * A cash payment confirmed with a note, part of a card payment refunded, an attendance mark changed and changed back,
 * a role changed and undone, a paid shop order cancelled and refunded, a reconciliation run. Returns the child whose
 * record then shows a refund and the attendance.
 */
export async function workAnAdminDay(admin: BrowserContext, baseURL: string): Promise<Child> {
  const { request } = admin;
  const send = sender(request, baseURL);

  const martin = await findChild(request, 'Martin');
  const cash = await getJson<{ items: { id: string }[] }>(
    request,
    `/api/payments?childId=${martin.id}&status=pending&method=cash`,
  );
  for (const payment of cash.items) {
    await send('POST', `/api/payments/${payment.id}/validate`, { note: 'Получено в брой на рецепцията.' });
  }

  const boris = await findChild(request, 'Boris');
  const paid = await getJson<{ items: { id: string }[] }>(
    request,
    `/api/payments?childId=${boris.id}&status=paid&method=card`,
  );
  const card = paid.items[0];
  if (!card) throw new Error('Boris has no paid card payment');
  await send('POST', `/api/payments/${card.id}/refunds`, { amount: 500, reason: 'requested_by_customer' });

  // The mark goes back to what it was, and the plan's sessions with it.
  const classId = boris.enrollments.find((enrollment) => enrollment.active)?.classId;
  for (let days = 1; classId && days <= 21; days += 1) {
    const date = dayBefore(days);
    const sheet = await getJson<Attendance>(request, `/api/instructor/classes/${classId}/attendance?date=${date}`);
    if (sheet.children.find((child) => child.childId === boris.id)?.status !== 'present') continue;
    const url = `/api/instructor/classes/${classId}/attendance`;
    await send('PUT', url, { date, childId: boris.id, status: 'absent' });
    await send('PUT', url, { date, childId: boris.id, status: 'present' });
    break;
  }

  const users = await getJson<{ items: { id: string }[] }>(request, '/api/admin/users?search=desislava.ivanova');
  const member = users.items[0];
  if (!member) throw new Error('The member parent is missing');
  const change = await send<{ changeId: string }>('PATCH', `/api/admin/users/${member.id}/role`, {
    role: 'instructor',
  });
  await send('POST', `/api/admin/users/${member.id}/role/undo`, { changeId: change.changeId });

  // Bought with the shop's most plentiful product, so the stock the shop journey counts stays as it was.
  const products = await getJson<{ id: string; stockQuantity: number }[]>(request, '/api/products');
  const product = products.toSorted((a, b) => b.stockQuantity - a.stockQuantity)[0];
  if (!product) throw new Error('The shop has no product');
  const started = await send<{ order: { id: string }; checkoutUrl: string }>('POST', '/api/orders', {
    items: [{ productId: product.id, quantity: 1 }],
    name: 'Десислава Иванова',
    email: 'desislava.ivanova@example.com',
    phone: '+359 888 000 111',
    shippingAddress: 'Варна, ул. Морска 1',
    language: 'en',
  });
  const checkout = await admin.newPage();
  await checkout.goto(started.checkoutUrl);
  await checkout.getByLabel('Email').fill('desislava.ivanova@example.com');
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry (MM/YY)').fill(`12/${String((new Date().getUTCFullYear() + 3) % 100)}`);
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Name on card').fill('Desislava Ivanova');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect
    .poll(async () => {
      const orders = await getJson<{ items: { id: string; status: string }[] }>(request, '/api/admin/orders');
      return orders.items.find((order) => order.id === started.order.id)?.status;
    })
    .toBe('completed');
  await checkout.close();
  await send('POST', `/api/admin/orders/${started.order.id}/cancel`, { reason: 'duplicate' });

  await send('POST', '/api/admin/billing/reconciliation/run', {});
  return boris;
}
