export * from './auth';
export * from './classes';
export * from './constants';
export * from './errors';
export * from './socket';
