export * from './auth';
export * from './classes';
export * from './errors';
export * from './socket';
