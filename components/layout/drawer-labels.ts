/** The drawer's texts; the header passes its edition's (lib/i18n), these are the Norwegian ones. */
export type DrawerLabels = { open: string; close: string; backdrop: string; mainMenu: string };

export const OPEN_LABEL = 'Åpne navigasjon';
export const CLOSE_LABEL = 'Lukk navigasjon';
export const BACKDROP_LABEL = 'Lukk meny';

export const NB_DRAWER_LABELS: DrawerLabels = {
  open: OPEN_LABEL,
  close: CLOSE_LABEL,
  backdrop: BACKDROP_LABEL,
  mainMenu: 'Hovedmeny',
};
