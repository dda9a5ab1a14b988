/** Texts of the e-mails the product sends (Russian: the product's first language). */
export interface MailContent {
  subject: string;
  text: string;
}

const APP = 'Селлер-офис WB';
const footer = `\n\n—\n${APP}. Если вы не ожидали это письмо, просто удалите его.`;

export const mailTemplates = {
  verifyEmail: (link: string): MailContent => ({
    subject: `Подтвердите адрес почты — ${APP}`,
    text: `Здравствуйте!\n\nЧтобы закончить регистрацию, подтвердите адрес почты:\n${link}\n\nСсылка действует 24 часа.${footer}`,
  }),
  alreadyRegistered: (loginLink: string, resetLink: string): MailContent => ({
    subject: `Попытка регистрации — ${APP}`,
    text: `Здравствуйте!\n\nКто-то пытался зарегистрироваться с этим адресом, но у вас уже есть учётная запись.\nВойти: ${loginLink}\nЗабыли пароль: ${resetLink}${footer}`,
  }),
  passwordReset: (link: string): MailContent => ({
    subject: `Восстановление пароля — ${APP}`,
    text: `Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку:\n${link}\n\nСсылка действует 30 минут и сработает один раз. После смены пароля все сеансы завершатся.${footer}`,
  }),
  forcedPasswordReset: (link: string): MailContent => ({
    subject: `Нужно задать новый пароль — ${APP}`,
    text: `Здравствуйте!\n\nАдминистратор платформы сбросил ваш пароль и завершил все сеансы. Задайте новый пароль по ссылке:\n${link}\n\nСсылка действует 30 минут.${footer}`,
  }),
  emailChange: (link: string): MailContent => ({
    subject: `Подтвердите новый адрес почты — ${APP}`,
    text: `Здравствуйте!\n\nЧтобы входить с этим адресом, подтвердите его:\n${link}\n\nСсылка действует 24 часа.${footer}`,
  }),
  emailChangeNotice: (newEmail: string): MailContent => ({
    subject: `Смена адреса почты — ${APP}`,
    text: `Здравствуйте!\n\nЗапрошена смена адреса вашей учётной записи на ${newEmail}. Если это были не вы, смените пароль и обратитесь в поддержку.${footer}`,
  }),
  passwordChanged: (): MailContent => ({
    subject: `Пароль изменён — ${APP}`,
    text: `Здравствуйте!\n\nПароль вашей учётной записи изменён. Если это были не вы, восстановите доступ через «Забыли пароль» и обратитесь в поддержку.${footer}`,
  }),
  invitation: (
    link: string,
    company: string,
    inviter: string | null,
    role: string,
  ): MailContent => ({
    subject: `Приглашение в компанию «${company}» — ${APP}`,
    text: `Здравствуйте!\n\n${inviter ?? 'Администратор'} приглашает вас в компанию «${company}» с ролью «${role}».\nПринять приглашение: ${link}\n\nСсылка действует 7 дней.${footer}`,
  }),
  wbTokenExpiring: (t: {
    accountName: string;
    tokenName: string;
    daysLeft: number;
    expiresAt: Date;
    link: string;
  }): MailContent => {
    const date = t.expiresAt.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
    const when =
      t.daysLeft <= 0 ? `истёк ${date}` : `истекает ${date} (осталось дней: ${t.daysLeft})`;
    return {
      subject: `Токен WB «${t.tokenName}» ${t.daysLeft <= 0 ? 'истёк' : 'скоро истечёт'} — ${APP}`,
      text: `Здравствуйте!\n\nСрок действия токена WB «${t.tokenName}» кабинета «${t.accountName}» ${when}. Без действующего токена данные кабинета перестанут обновляться.\n\nСоздайте новый токен в личном кабинете WB (Настройки → Доступ к API) и добавьте его:\n${t.link}${footer}`,
    };
  },
};
