/**
 * The public site's main navigation, in the order it is shown. `menuOnly`: in the menu (below 1280 px) but not the
 * desktop header row, which has no room for it beside the club's name, the languages and a signed-in name; desktop
 * visitors reach it from the home page's schedule and the footer.
 */
export const NAV_ITEMS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/club', label: 'nav.club', end: false },
  { to: '/schedule', label: 'nav.schedule', end: false, menuOnly: true },
  { to: '/coaches', label: 'nav.coaches', end: false },
  { to: '/news', label: 'nav.news', end: false },
  { to: '/media', label: 'nav.media', end: false },
  { to: '/shop', label: 'nav.shop', end: false },
  { to: '/contact', label: 'nav.contact', end: false },
] as const;
