import { type APIRequestContext, expect } from '@playwright/test';

type ClassRecord = { id: string; title: { en?: string }; location: { id: string } };

export type NewChild = {
  /** The class's English title, e.g. 'Beginners (ages 7–10)'. */
  classTitle: string;
  fullName: string;
  /** First and last name in Latin letters, e.g. 'Boris Stoyanov'. */
  latin: string;
  birthDate: string;
  gender: 'male' | 'female';
  emergencyContact: string;
  emergencyPhone: string;
};

/**
 * Registers a child of the signed-in parent in a class on 8 sessions a month, through the route the wizard sends
 * it to (the origin header passes the CSRF check as the browser's would); answers the new child's id.
 */
export async function registerChild(request: APIRequestContext, baseURL: string, child: NewChild): Promise<string> {
  const classes = (await (await request.get('/api/classes')).json()) as ClassRecord[];
  const found = classes.find((item) => item.title.en === child.classTitle);
  expect(found, `the demo club has ${child.classTitle}`).toBeDefined();
  const [firstName, lastName] = child.latin.split(' ');
  const registered = await request.post('/api/registrations', {
    headers: { origin: baseURL },
    data: {
      classId: found?.id,
      locationId: found?.location.id,
      planType: 'pool_8',
      child: {
        fullName: child.fullName,
        firstName,
        lastName,
        birthDate: child.birthDate,
        gender: child.gender,
        skillLevel: 'beginner',
        emergencyContact: child.emergencyContact,
        emergencyPhone: child.emergencyPhone,
      },
    },
  });
  expect(registered.status()).toBe(201);
  return ((await registered.json()) as { childId: string }).childId;
}
