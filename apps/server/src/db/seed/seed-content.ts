import { athleteProfiles, media, news, products } from '../schema/index.js';
import { ATHLETE_PROFILES } from './athlete-profile-data.js';
import { addDays, clubInstant } from './dates.js';
import { MEDIA } from './media-data.js';
import { NEWS } from './news-data.js';
import { PRODUCTS } from './product-data.js';
import { demoMoney } from './demo-money.js';
import type { Seeding } from './seed-people.js';

export async function seedContent({ tx, today, people, currency }: Seeding): Promise<void> {
  await tx.insert(news).values(
    NEWS.map((n) => {
      const publishedAt = clubInstant(addDays(today, -n.daysAgo), '11:00');
      return {
        slug: n.slug,
        title: n.title,
        excerpt: n.excerpt,
        body: n.body,
        imageUrl: n.image,
        authorId: people[n.author],
        published: true,
        publishedAt,
        createdAt: publishedAt,
      };
    }),
  );

  await tx.insert(media).values(
    MEDIA.map(({ daysAgo, ...item }) => {
      const takenAt = clubInstant(addDays(today, -daysAgo), '18:30');
      return { ...item, takenAt, uploadedBy: people.admin, createdAt: takenAt };
    }),
  );

  await tx.insert(athleteProfiles).values(
    ATHLETE_PROFILES.map(({ linkedToDemoAthlete, ...profile }, i) => ({
      ...profile,
      userId: linkedToDemoAthlete ? people.athlete : null,
      sortOrder: i + 1,
    })),
  );

  await tx.insert(products).values(
    PRODUCTS.map((p) => ({
      name: p.name,
      description: p.description,
      category: p.category,
      price: demoMoney(p.price, currency),
      currency,
      stockQuantity: p.stock,
      imageUrl: p.image,
      active: true,
    })),
  );
}
