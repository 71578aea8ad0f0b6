export * from './auth';
export * from './profiles';
export * from './wallets';
export * from './revenue';
export * from './telemetry';
export * from './contact';
export * from './platform';
export * from './wine';
