import { Form } from '@remix-run/react';
import { Button } from '~/components/ui/button';

/** 'Выйти': a form post (works without JavaScript) to /resources/auth/logout, which goes home. */
export function LogoutForm({ className }: { className?: string }) {
  return (
    <Form method="post" action="/resources/auth/logout" className={className}>
      <Button type="submit" variant="secondary">
        Выйти
      </Button>
    </Form>
  );
}
