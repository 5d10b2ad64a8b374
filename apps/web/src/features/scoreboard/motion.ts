// framer-motion, fetched when the board first reorders rather than when it opens: the cards
// only need it to animate a change of places, and the reorder waits 200 ms anyway, which
// covers the fetch on a school network. The scoreboard's first load stays inside F4's budget.
export { domMax, LazyMotion, MotionConfig, m } from 'framer-motion';
