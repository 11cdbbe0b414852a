/** The public site's main navigation, in the order it is shown. */
export const NAV_ITEMS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/club', label: 'nav.club', end: false },
  { to: '/schedule', label: 'nav.schedule', end: false },
  { to: '/coaches', label: 'nav.coaches', end: false },
  { to: '/news', label: 'nav.news', end: false },
  { to: '/media', label: 'nav.media', end: false },
  { to: '/shop', label: 'nav.shop', end: false },
  { to: '/contact', label: 'nav.contact', end: false },
] as const;
