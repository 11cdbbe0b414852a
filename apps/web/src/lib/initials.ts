/**
 * The letters standing in for a photo, taken from the name as the page shows it (ADR 0026): 'Georgi Ivanov' -> 'GI' on an
 * English page, 'Георги Иванов' -> 'ГИ' on a Bulgarian one. Pass the displayed name, never a stored one.
 */
export function getInitials(displayedName: string): string {
  return displayedName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
