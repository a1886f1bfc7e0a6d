/**
 * Where Min festival lives on the phone (localStorage). Apart from ./min-festival-store, which
 * uses React's client hooks, so server code (the programme's pre-paint script) can name it too.
 */
export const MIN_FESTIVAL_KEY = 'matfestival:min-festival';
