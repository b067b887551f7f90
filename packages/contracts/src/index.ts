export * from './constants';
export * from './messages';
export * from './accounts';
export * from './money';
export * from './returns';
export * from './documents';
export * from './f8949';
