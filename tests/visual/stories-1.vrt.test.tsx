import { describeVisualShard } from './visual-cases';

describeVisualShard(0, 2);
