// The message catalogues (docs/languages.md): every text Onward itself says to an end user, in
// the 47 x-hf-language locales. A library: it imports nothing else from src/.
export { EN_US, isMessageKey, type MessageKey } from './catalogues/en-US.js';
export { CATALOGUES, type Catalogue } from './catalogues/index.js';
export { messagesFor, type Messages, type MessageValues } from './messages.js';
export { formatFileSize } from './units.js';
export {
  LOCALES,
  SOURCE_LOCALE,
  PARENT,
  directionOf,
  fallbackChain,
  isLocale,
  matchLocale,
  type Locale,
} from './locales.js';
