export const OPEN_LABEL = 'Åpne navigasjon';
export const CLOSE_LABEL = 'Lukk navigasjon';
export const BACKDROP_LABEL = 'Lukk meny';
