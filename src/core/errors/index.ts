export { AriadneError } from './ariadne-error.ts';
export { FetchError, type FetchFailure } from './fetch-error.ts';
export { HttpStatusError } from './http-status-error.ts';
export { NotFoundError } from './not-found-error.ts';
export { NotHtmlError } from './not-html-error.ts';
export { OptionNotFoundError } from './option-not-found-error.ts';
export { TooLargeError } from './too-large-error.ts';
export { TooManyRedirectsError } from './too-many-redirects-error.ts';
export { UnsupportedActionError } from './unsupported-action-error.ts';
