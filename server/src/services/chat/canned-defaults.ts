import type { Database } from '../../db/client.js';
import { chatCannedAnswers } from '../../db/schema/chat.js';

type Canned = typeof chatCannedAnswers.$inferInsert;

/** The ready answers every installation starts with; admins edit them in the console, the seed never overwrites. */
export const DEFAULT_CANNED_ANSWERS: Canned[] = [
  {
    id: 'greeting',
    sort: 10,
    titleEn: 'Greeting',
    titleCn: '问候',
    titleTc: '問候',
    bodyEn: 'Hello, thank you for contacting the Talent Portal online service. How can I help you today?',
    bodyCn: '您好，感谢您联系人才门户在线客服。请问有什么可以帮您？',
    bodyTc: '您好，多謝您聯絡人才門户網上客服。請問有甚麼可以幫到您？',
  },
  {
    id: 'visa-residence',
    sort: 20,
    titleEn: 'Visa and residence',
    titleCn: '签证与居留',
    titleTc: '簽證與居留',
    bodyEn:
      'Work and residence permits for international talent are handled by the exit-entry administration. The Services section lists the documents you need and where to apply; I can send you the link for your situation.',
    bodyCn: '外籍人才的工作许可和居留许可由出入境管理部门办理。“服务”栏目列出了所需材料和办理地点，我可以按您的情况发送相关链接。',
    bodyTc: '外籍人才的工作許可和居留許可由出入境管理部門辦理。「服務」欄目列出了所需文件和辦理地點，我可以按您的情況發送相關連結。',
  },
  {
    id: 'housing-subsidy',
    sort: 30,
    titleEn: 'Housing subsidy',
    titleCn: '住房补贴',
    titleTc: '住房補貼',
    bodyEn:
      'Eligible talent can apply for a housing or rent subsidy. The conditions and the application steps are on the Benefits page; the subsidy calculator in Tools gives an estimate for you.',
    bodyCn: '符合条件的人才可申请住房补贴或租房补贴。申请条件和步骤见“政策福利”页面，“工具”中的补贴计算器可为您估算金额。',
    bodyTc: '合資格的人才可申請住房津貼或租金津貼。申請條件和步驟見「政策福利」頁面，「工具」中的津貼計算器可為您估算金額。',
  },
  {
    id: 'tax',
    sort: 40,
    titleEn: 'Individual income tax',
    titleCn: '个人所得税',
    titleTc: '個人入息稅',
    bodyEn:
      'Eligible talent from Hong Kong, Macao and abroad can have the part of their individual income tax above the Hong Kong rate refunded. The Benefits page explains who qualifies and when to apply.',
    bodyCn: '符合条件的港澳及境外人才，个人所得税超过香港税负的部分可获补贴。“政策福利”页面说明了申请条件和申报时间。',
    bodyTc: '合資格的港澳及境外人才，個人所得稅超過香港稅負的部分可獲補貼。「政策福利」頁面說明了申請條件和申報時間。',
  },
  {
    id: 'reply-by-email',
    sort: 50,
    titleEn: 'We will reply by e-mail',
    titleCn: '将通过电子邮件回复',
    titleTc: '將以電郵回覆',
    bodyEn:
      'Thank you for your question. We need to check a few details with the department concerned and will reply to you by e-mail within two working days.',
    bodyCn: '感谢您的提问。我们需要向相关部门核实部分信息，将在两个工作日内通过电子邮件回复您。',
    bodyTc: '多謝您的查詢。我們需要向相關部門核實部分資料，將於兩個工作天內以電郵回覆您。',
  },
];

/** Idempotent: runs with the other seeds at every start. */
export async function seedCannedAnswers(db: Database): Promise<void> {
  await db.insert(chatCannedAnswers).values(DEFAULT_CANNED_ANSWERS).onConflictDoNothing({ target: chatCannedAnswers.id });
}
