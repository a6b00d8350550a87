/** Text made safe to place in HTML content or a quoted attribute (the resume page, notification e-mails). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
