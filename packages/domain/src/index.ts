export * from './calendar';
export * from './class-run';
export * from './random-pick';
export * from './scoreboard';
