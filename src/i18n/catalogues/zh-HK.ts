// Chinese (Traditional, Hong Kong): zh-Hant-TW's texts with Hong Kong usage: 電郵 for e-mail,
// 網絡 for network, 身份證 (not 身分證), 流動電話 for mobile phone.
import type { RegionalCatalogue } from './types.js';

export const ZH_HK: RegionalCatalogue = {
  'field.email': '請輸入有效的電郵地址。',
  'identifier.wrongType':
    '這看起來像是{like, select, document {護照或身份證明文件號碼} email {電郵地址} phone {電話號碼} other {其他號碼：{other}}}。請依 {format} 格式輸入{identifier}。',
  'email.ignore': '若您並未預期收到此電郵，可以忽略它。',
  'page.error.unreachable': '無法連接伺服器。請檢查網絡連線後再試一次。',
  'page.eid.title': '確認您的身份',
  'page.eid.intro': '您將在服務提供者處以電子身份登入，然後返回此頁面。',
  'page.eid.start': '以電子身份繼續',
  'page.eid.denied': '電子身份服務提供者取消或拒絕了登入。您可以再試一次。',
  'page.eid.deniedWhy': '電子身份服務提供者取消或拒絕了登入（{reason}）。您可以再試一次。',
  'page.eid.verified': '已透過電子身份確認您的身份。',
  'page.eid.unreachable': '目前無法連接電子身份服務提供者。請稍後再試。',
  'page.eid.unavailable': '此申請目前無法以電子身份登入。請聯絡寄件者。',
  'page.doc.title': '您的身份證明文件',
  'page.doc.idCard': '身份證',
  'page.doc.other': '身份證明文件',
  'page.doc.usePhone': '改用流動電話',
  'page.doc.scan': '請用流動電話相機掃描 QR 碼，或在流動電話上開啟以下網址：',
  'page.doc.phoneDone': '流動電話上完成後，此頁面會自動繼續。',
  'page.sms.sentToPhone': '我們已傳送 {length} 位數驗證碼至您的流動電話。',
};
