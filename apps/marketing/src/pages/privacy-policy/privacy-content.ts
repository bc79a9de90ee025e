/** spec §2 privacy policy: the intro above the numbered sections. */
export const privacyIntro =
  'Your data is yours. This page says in plain words what Taskwell keeps about you, what for, and how to have it changed or removed.';

/** The privacy policy, section by section (spec §3: sections with a title and paragraphs). */
export const privacySections: readonly { title: string; paragraphs: readonly string[] }[] = [
  {
    title: 'Who we are',
    paragraphs: [
      'Taskwell provides a platform for running AI tasks. This policy explains what personal data we hold when you use our website and My Studio, why, and the choices you have.',
    ],
  },
  {
    title: 'What we collect',
    paragraphs: [
      'Your account: your e-mail address, and the first name, last name and organisation you give us.',
      'Your use: the tasks you run, the inputs you provide, the results produced, and your ratings and comments on them.',
      'Billing: your plan, your credit balance, and the last four digits of your card. Card details are handled by our payment provider and never reach us.',
      'Your messages: what you send us through the contact form (your e-mail address, your name and the message), which we keep so that we can answer.',
    ],
  },
  {
    title: 'Why we use it',
    paragraphs: [
      'To sign you in with a one-time PIN, to run the tasks you ask for, to charge and refund credits, to answer your messages, and to keep the service secure.',
    ],
  },
  {
    title: 'Who we share it with',
    paragraphs: [
      'Service providers that run parts of Taskwell for us (hosting, e-mail delivery, payments, AI models), under contracts that limit them to that purpose. We do not sell personal data.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'For as long as your account is open, then for the period the law requires for billing records. You can ask us to delete your account at any time.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You may ask to see, correct, export or delete your personal data, and object to its use. Write to us from the Contact page and we answer within 24 hours.',
    ],
  },
  {
    title: 'Children',
    paragraphs: ['Taskwell is not meant for children under 13, and we do not knowingly collect their data.'],
  },
  {
    title: 'Changes',
    paragraphs: [
      'When this policy changes, we update this page and tell account holders by e-mail of any important change.',
    ],
  },
];
