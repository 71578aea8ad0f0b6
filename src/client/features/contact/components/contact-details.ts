/** The company's contact points, shown in the hero (one place, so they stay consistent). */
export const CONTACT_EMAIL = 'hello@vino.example';
export const CONTACT_PHONE_DISPLAY = '+1 (415) 555-0142';
export const CONTACT_PHONE_TEL = '+14155550142';
export const CONTACT_OFFICES = [
  { city: 'San Francisco', detail: 'Headquarters · California' },
  { city: 'New York', detail: 'East Coast office · New York' },
] as const;
