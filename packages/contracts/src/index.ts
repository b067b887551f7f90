export * from './constants';
export * from './messages';
export * from './accounts';
export * from './money';
export * from './returns';
