// On a phone, a home page list scrolls sideways inside itself (a card and the edge of the next in view) instead of
// stacking every card: the page stays short (issue 21: 10,378 px). From `sm` up the list's own grid applies.
export const PHONE_ROW =
  'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:scroll-px-4 max-sm:px-4 max-sm:pb-3';
export const PHONE_ROW_ITEM = 'max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-start';
