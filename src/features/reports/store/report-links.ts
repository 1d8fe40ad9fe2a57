import { pageRoutes, withQuery } from '@/lib/routes';
import { TOPIC_IDS, type TopicId } from '../api/reports-api';

/** A topic of the questionnaire: `/pages/reports/reportstep?topic=<id>`. */
export const topicUrl = (topic: TopicId | string = TOPIC_IDS[0]) => withQuery(pageRoutes.reportstep, { topic });

/** A generated report, the address its share link carries: `/pages/reports/reportstep?report=<id>`. */
export const reportUrl = (id: string) => withQuery(pageRoutes.reportstep, { report: id });
