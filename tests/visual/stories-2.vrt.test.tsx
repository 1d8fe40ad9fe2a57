import { describeVisualShard } from './visual-cases';

describeVisualShard(1, 2);
