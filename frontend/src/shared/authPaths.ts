/** The sign-in screen, and the same screen in sign-up mode (a prerendered page of its own). */
export const SIGN_IN_PATH = '/auth';
export const SIGN_UP_PATH = '/auth?mode=sign-up';
