// Loaded after the first paint: the layout animation of reordering cards needs framer-motion's
// full feature set (about 40 KB gzip), and nothing on the board waits for it.
import { domMax } from 'framer-motion';

export default domMax;
