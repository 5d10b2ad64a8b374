export * from './calendar';
export * from './random-pick';
export * from './scoreboard';
