// Keys of the public content (news, the media gallery): the public pages read it and the admin console changes it,
// so the roots live here and invalidation uses them.

export const contentPublicKeys = {
  news: ['news'] as const,
  media: ['media'] as const,
};
