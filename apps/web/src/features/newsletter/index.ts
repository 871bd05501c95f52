export { InProgressList } from './InProgressList.tsx';
export { insufficientCreditMessage } from './insufficientCredit.ts';
export { NewsletterArchive } from './NewsletterArchive.tsx';
export { NewsletterOverview } from './NewsletterOverview.tsx';
export { NewsletterStats } from './NewsletterStats.tsx';
export { NewsletterWizard } from './NewsletterWizard.tsx';
