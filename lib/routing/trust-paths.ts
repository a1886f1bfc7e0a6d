/** The privacy notice's route (app/(nb)/personvern). */
export const PRIVACY_PATH = '/personvern';
/** The accessibility statement's route (app/(nb)/tilgjengelighet). */
export const ACCESSIBILITY_PATH = '/tilgjengelighet';
/** The statement's section listing venues' accessibility, linked from the safety page. */
export const ACCESSIBILITY_VENUES_ID = 'lokaler';
/** The statement's "Meld fra om en barriere" form. */
export const ACCESSIBILITY_FEEDBACK_ID = 'meld-fra';
