export * from './messages';
export * from './ca540';
export * from './requiredInfo';
export * from './ca540nr';
export * from './scheduleCA';
export * from './form568';
