export * from './assessment';
export * from './calendar';
export * from './class-run';
export * from './groups';
export * from './next-path';
export * from './random-pick';
export * from './scoreboard';
export * from './volume';
