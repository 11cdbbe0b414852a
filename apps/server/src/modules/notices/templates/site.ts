// The site a notice speaks for, read once per raise: the club's name (every mail ends with it) and its address.
import type { Db, Tx } from '../../../db/client.js';
import { readClubSettings } from '../../settings/settings.service.js';
import type { Notices } from '../notice-service.js';
import type { NoticeSite } from './kit.js';

/** What a service that raises notices is handed: the notice service and the site's address for the links. */
export type NoticeSender = { notices: Notices; publicUrl: string };

export async function readNoticeSite(db: Db | Tx, publicUrl: string): Promise<NoticeSite> {
  const settings = await readClubSettings(db);
  return { publicUrl, clubName: settings.name, dualDisplay: settings.dualDisplay };
}
