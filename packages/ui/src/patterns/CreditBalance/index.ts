export { CreditBalance, type CreditBalanceProps } from './CreditBalance';
