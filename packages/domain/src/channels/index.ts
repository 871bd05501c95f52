export * from './appointmentWidget.ts';
export * from './channelTypes.ts';
export * from './deliveryFailure.ts';
export * from './forms.ts';
export * from './status.ts';
