/** The drawer's texts: the header passes its edition's (lib/i18n, `site` section). */
export type DrawerLabels = { open: string; close: string; backdrop: string; mainMenu: string };
