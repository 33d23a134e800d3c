import 'reflect-metadata';
import { z } from 'zod';
import { defineEventBatchJob, defineEventJob, defineJob, ON_JOB, OnJob, type JobOf } from './job-definition.js';

const event = (type: string, extra: object = {}) => ({ eventId: 'e-1', type, actorId: null, ...extra });

describe('job definitions', () => {
  const plan = defineEventJob({ name: 'test.plan', queue: 'publishing', on: ['PostScheduled'] });
  const deliver = defineEventBatchJob({
    name: 'test.deliver',
    queue: 'notifications',
    on: ['CommentAdded', 'WorkStarted'],
    maxEvents: 7,
  });
  const publish = defineJob({
    name: 'test.publish',
    queue: 'publishing',
    payload: z.object({ scheduledPostId: z.string() }),
  });

  it('takes the message of an event it listens to, and nothing else', () => {
    expect(plan.on).toEqual(['PostScheduled']);
    expect(plan.batch).toBeUndefined();
    expect(
      plan.payload.safeParse(event('PostScheduled', { scheduledPostId: 'p-1', at: '2027-01-01T08:00:00.000Z' }))
        .success,
    ).toBe(true);
    expect(plan.payload.safeParse(event('PostPublished')).success).toBe(false);
    expect(plan.payload.safeParse(null).success).toBe(false);
    expect(plan.payload.safeParse('PostScheduled').success).toBe(false);
  });

  it('takes a batch of the events it listens to, at most maxEvents a job', () => {
    expect(deliver.batch).toEqual({ maxEvents: 7 });
    expect(deliver.on).toEqual(['CommentAdded', 'WorkStarted']);
    expect(deliver.payload.safeParse({ events: [event('CommentAdded'), event('WorkStarted')] }).success).toBe(true);
    expect(deliver.payload.safeParse({ events: [event('CommentAdded'), event('AttachmentsUploaded')] }).success).toBe(
      false,
    );
    expect(deliver.payload.safeParse(event('CommentAdded')).success).toBe(false);
  });

  it('a job its feature enqueues listens to no event, and takes what its schema says', () => {
    expect(publish.on).toEqual([]);
    expect(publish.batch).toBeUndefined();
    expect(publish.payload.safeParse({ scheduledPostId: 'p-1' }).success).toBe(true);
    expect(publish.payload.safeParse({ scheduledPostId: 1 }).success).toBe(false);
  });

  it('marks a handler with its definition, which the workers read', () => {
    class Handlers {
      @OnJob(plan)
      run(message: JobOf<typeof plan>): string {
        return message.scheduledPostId;
      }
    }
    expect(Reflect.getMetadata(ON_JOB, Handlers.prototype.run)).toBe(plan);
  });
});
