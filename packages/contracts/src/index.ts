export * from './auth';
export * from './classes';
export * from './constants';
export * from './display';
export * from './errors';
export * from './operations';
export * from './socket';
export * from './students';
