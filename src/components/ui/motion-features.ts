import { domAnimation } from 'framer-motion';

/** Loaded after first paint: the animation engine is not needed to show the page. */
export default domAnimation;
