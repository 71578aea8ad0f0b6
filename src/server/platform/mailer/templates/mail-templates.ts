import {
  passwordResetTemplate,
  securityAlertTemplate,
  verifyEmailTemplate,
  welcomeTemplate,
} from './account-templates';
import {
  kycApprovedTemplate,
  kycRejectedTemplate,
  paymentConfirmationTemplate,
  premiumWelcomeTemplate,
  stakingRewardsTemplate,
} from './investor-templates';
import {
  abandonedPurchaseTemplate,
  newsletterTemplate,
  welcomeDay3Template,
  wineAlertTemplate,
} from './marketing-templates';
import {
  newsletterConfirmTemplate,
  newsletterWelcomeTemplate,
  unsubscribeConfirmTemplate,
} from './newsletter-consent-templates';
import { investorAccessRequestTemplate, redemptionRequestedTemplate } from './request-templates';
import { digestTemplate } from './digest-template';
import { scheduledReportTemplate } from './report-templates';

export {
  abandonedPurchaseTemplate,
  digestTemplate,
  investorAccessRequestTemplate,
  redemptionRequestedTemplate,
  scheduledReportTemplate,
  kycApprovedTemplate,
  kycRejectedTemplate,
  newsletterConfirmTemplate,
  newsletterTemplate,
  newsletterWelcomeTemplate,
  passwordResetTemplate,
  paymentConfirmationTemplate,
  premiumWelcomeTemplate,
  securityAlertTemplate,
  stakingRewardsTemplate,
  unsubscribeConfirmTemplate,
  verifyEmailTemplate,
  welcomeDay3Template,
  welcomeTemplate,
  wineAlertTemplate,
};
export { renderTemplate, type TemplateMail } from './define-template';

/**
 * Every template, in the order the admin preview lists them: the operator spec's ten first
 * (welcome … premium welcome), then the product's own (account, consent, lifecycle, digest).
 */
export const MAIL_TEMPLATES = [
  welcomeTemplate,
  kycApprovedTemplate,
  kycRejectedTemplate,
  paymentConfirmationTemplate,
  stakingRewardsTemplate,
  wineAlertTemplate,
  newsletterTemplate,
  passwordResetTemplate,
  securityAlertTemplate,
  premiumWelcomeTemplate,
  verifyEmailTemplate,
  newsletterConfirmTemplate,
  newsletterWelcomeTemplate,
  unsubscribeConfirmTemplate,
  welcomeDay3Template,
  abandonedPurchaseTemplate,
  investorAccessRequestTemplate,
  redemptionRequestedTemplate,
  digestTemplate,
  scheduledReportTemplate,
] as const;
