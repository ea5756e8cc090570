/**
 * Text a user chose (an app's name, a question they typed) placed inside markdown the portal
 * renders: every ASCII punctuation mark gets the backslash CommonMark allows before it, and line
 * breaks are flattened, so the text shows exactly as typed and never becomes a link, an image, a
 * heading, a list or a table.
 */
export const markdownText = (text: string): string => text.replace(/[\r\n]+/g, ' ').replace(/[!-/:-@[-`{-~]/g, '\\$&');
