import { NOTIFICATION_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { permissionsOf } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import { command, route } from '../../platform/http/route';
import { afterCommit } from '../../platform/db/steps';
import {
  answerFeedback,
  campaignDetail,
  createCampaign,
  listCampaigns,
  sendCampaign,
} from './campaigns.service';
import {
  ensureDefaultTemplates,
  listLogs,
  listTemplates,
  preferencesOf,
  previewTemplate,
  retrigger,
  setPreferences,
  updateTemplate,
} from './notifications.service';

const tags = ['notifications'];

function userOf(request: Parameters<typeof actorOf>[0]): string {
  // The user acted for: their own preferences, never the delegate's.
  const caller = callerOf(request);
  return caller.actor.actingAsId ?? caller.userId;
}

/** Notification logs and templates, the caller's preferences, and feedback campaigns. */
export function notificationRoutes(
  db: Db,
  opts: {
    feedbackUrl: (token: string) => string;
    now: () => Date;
    surveyLinkDays: number;
    /** Hours the first answer's key may still correct it (SURVEY_CORRECTION_HOURS). */
    surveyCorrectionHours: number;
    /** Demo mode: a sent campaign's answer links go to the server's log (the logs show them masked). */
    demo: boolean;
  },
): FastifyPluginAsyncZod {
  return async (app) => {
    // The default words of every event, before the first request reads or sends them.
    await ensureDefaultTemplates(db);
    const on = NOTIFICATION_ENDPOINTS;
    route(app, on.logs, (request) => listLogs(db, request.query, permissionsOf(request)), { tags });
    command(app, db, on.retrigger, (tx, caller, request) => retrigger(tx, caller, request.params.id), {
      tags,
    });
    route(app, on.templates, (request) => listTemplates(db, request.query), { tags });
    route(
      app,
      on.updateTemplate,
      (request) => updateTemplate(db, request.params.id, request.body, actorOf(request)),
      {
        tags,
      },
    );
    route(app, on.previewTemplate, async (request) => previewTemplate(request.body), { tags });
    route(app, on.myPreferences, (request) => preferencesOf(db, userOf(request)), { tags });
    route(app, on.updateMyPreferences, (request) => setPreferences(db, userOf(request), request.body), {
      tags,
    });
    route(app, on.campaigns, (request) => listCampaigns(db, request.query), { tags });
    route(app, on.createCampaign, (request) => createCampaign(db, request.body, actorOf(request)), { tags });
    route(app, on.campaign, (request) => campaignDetail(db, request.params.id), { tags });
    command(
      app,
      db,
      on.sendCampaign,
      async (tx, _caller, request) => {
        const demoLinks: string[] = [];
        const sent = await sendCampaign(
          tx,
          request.params.id,
          opts.feedbackUrl,
          opts.now,
          opts.demo ? (link) => demoLinks.push(link) : undefined,
        );
        // The links are logged once the campaign has been sent (committed), not before.
        return afterCommit(async () => {
          if (opts.demo)
            request.log.info({ campaignId: sent.id, demoSurveyLinks: demoLinks }, 'demo mode: survey links');
          return sent;
        });
      },
      { tags },
    );
    route(
      app,
      on.answerFeedback,
      (request) =>
        answerFeedback(db, request.params.token, request.body, {
          now: opts.now,
          linkDays: opts.surveyLinkDays,
          correctionHours: opts.surveyCorrectionHours,
        }),
      { tags },
    );
  };
}
