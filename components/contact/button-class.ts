// The site's shared button styles (app/globals.css) plus the disabled look the form needs.
export const buttonClass = 'btn btn-primary disabled:cursor-not-allowed disabled:opacity-50';
