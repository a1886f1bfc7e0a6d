export const buttonClass =
  'inline-flex items-center justify-center rounded bg-primary-900 px-5 py-2.5 font-semibold text-white ' +
  'hover:bg-primary-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-primary-900 disabled:cursor-not-allowed disabled:opacity-50 ' +
  'dark:bg-white dark:text-primary-900 dark:hover:bg-primary-100 dark:focus-visible:outline-white';
