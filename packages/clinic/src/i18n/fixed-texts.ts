// Fixed sentences the assistant places around every answer, whichever engine writes the rest.
// They are written by people, not generated, so that urgent-care advice is never lost or softened
// in machine translation. Emergency numbers are examples (112 Europe, 911 North America); Chinese
// and Japanese also name the national ambulance number (120 and 119) because 112/911 are not
// reliable there.

export const FIXED_TEXT_LANGUAGES = [
  'English',
  'Serbian',
  'Croatian',
  'Slovenian',
  'Bosnian',
  'Macedonian',
  'Greek',
  'Bulgarian',
  'Romanian',
  'Hungarian',
  'Russian',
  'Spanish',
  'French',
  'Deutsch',
  'Italian',
  'Portuguese',
  'Chinese',
  'Japanese',
] as const;

export type FixedTextLanguage = (typeof FIXED_TEXT_LANGUAGES)[number];

export interface FixedTexts {
  /** Short friendly opening line of an answer. */
  greeting: string;
  /** Urgent-care advice shown first when a message describes a headache red flag. */
  urgentCare: string;
  /** Urgent-care advice for sudden confusion or a fall with head injury (dementia agent). */
  urgentCareDementia: string;
  /** Reminder that the answer is general information, not a diagnosis. */
  notADiagnosis: string;
  /** Shown when retrieval finds nothing relevant in the knowledge base. */
  notFound: string;
  /** Written in the target language; used when the body of an answer could only be given in English. */
  answerInEnglish: string;
  /** Heading above the list of cited knowledge-base sources. */
  referencesHeading: string;
  /** Before the titles of further relevant entries. */
  alsoRead: string;
}

export const FIXED_TEXTS: Record<FixedTextLanguage, FixedTexts> = {
  English: {
    greeting: 'Thank you for your question.',
    urgentCare:
      'These symptoms can be a sign of a serious condition. Please seek emergency care now: call your local emergency number (for example 112 or 911) or go to the nearest emergency department. Do not wait for a reply from this app.',
    urgentCareDementia:
      'Sudden confusion, or a fall with a head injury, needs urgent medical assessment today. Call your local emergency number (for example 112 or 911) straight away if the person is very drowsy or hard to wake, has hit their head and takes blood thinners, is vomiting, has a seizure, new weakness or slurred speech, or has trouble breathing.',
    notADiagnosis:
      'This is general information, not a diagnosis. Please see your doctor about your own situation.',
    notFound:
      'I could not find information on that in my knowledge base. I can answer questions about headache and migraine, or about memory and dementia.',
    answerInEnglish: 'The rest of this answer is in English.',
    referencesHeading: 'Sources',
    alsoRead: 'You may also want to read:',
  },
  Serbian: {
    greeting: 'Hvala vam na pitanju.',
    urgentCare:
      'Ovi simptomi mogu biti znak ozbiljnog stanja. Odmah potražite hitnu medicinsku pomoć: pozovite lokalni broj za hitne slučajeve (na primer 112 ili 911) ili idite u najbližu hitnu službu. Ne čekajte odgovor ove aplikacije.',
    urgentCareDementia:
      'Iznenadna zbunjenost ili pad sa povredom glave zahtevaju hitan lekarski pregled još danas. Odmah pozovite lokalni broj za hitne slučajeve (na primer 112 ili 911) ako je osoba veoma pospana ili se teško budi, udarila je glavu i uzima lekove za razređivanje krvi, povraća, ima napad (grčeve), novu slabost ili nerazgovetan govor, ili otežano diše.',
    notADiagnosis:
      'Ovo su opšte informacije, a ne dijagnoza. Za svoju situaciju obratite se svom lekaru.',
    notFound:
      'U mojoj bazi znanja nema informacija o tome. Mogu da odgovorim na pitanja o glavobolji i migreni ili o pamćenju i demenciji.',
    answerInEnglish: 'Ostatak ovog odgovora je na engleskom jeziku.',
    referencesHeading: 'Izvori',
    alsoRead: 'Možda želite da pročitate i:',
  },
  Croatian: {
    greeting: 'Hvala vam na pitanju.',
    urgentCare:
      'Ovi simptomi mogu biti znak ozbiljnog stanja. Odmah potražite hitnu medicinsku pomoć: nazovite lokalni broj za hitne slučajeve (na primjer 112 ili 911) ili otiđite u najbližu hitnu službu. Ne čekajte odgovor ove aplikacije.',
    urgentCareDementia:
      'Iznenadna smetenost ili pad s ozljedom glave zahtijevaju hitan liječnički pregled još danas. Odmah nazovite lokalni broj za hitne slučajeve (na primjer 112 ili 911) ako je osoba jako pospana ili se teško budi, udarila je glavu i uzima lijekove za razrjeđivanje krvi, povraća, ima napadaj (grčeve), novu slabost ili nerazgovijetan govor, ili teško diše.',
    notADiagnosis:
      'Ovo su opće informacije, a ne dijagnoza. Za svoju situaciju obratite se svojem liječniku.',
    notFound:
      'U mojoj bazi znanja nema informacija o tome. Mogu odgovoriti na pitanja o glavobolji i migreni ili o pamćenju i demenciji.',
    answerInEnglish: 'Ostatak ovog odgovora je na engleskom jeziku.',
    referencesHeading: 'Izvori',
    alsoRead: 'Možda želite pročitati i:',
  },
  Slovenian: {
    greeting: 'Hvala za vaše vprašanje.',
    urgentCare:
      'Ti simptomi so lahko znak resnega stanja. Takoj poiščite nujno medicinsko pomoč: pokličite lokalno številko za nujne primere (na primer 112 ali 911) ali pojdite v najbližjo urgentno ambulanto. Ne čakajte na odgovor te aplikacije.',
    urgentCareDementia:
      'Nenadna zmedenost ali padec s poškodbo glave zahtevata nujen zdravniški pregled še danes. Takoj pokličite lokalno številko za nujne primere (na primer 112 ali 911), če je oseba zelo zaspana ali se težko zbudi, si je udarila glavo in jemlje zdravila za redčenje krvi, bruha, ima napad krčev, novo šibkost ali nerazločen govor ali težko diha.',
    notADiagnosis:
      'To so splošne informacije, ne diagnoza. O svojem stanju se posvetujte s svojim zdravnikom.',
    notFound:
      'V moji bazi znanja ni podatkov o tem. Odgovorim lahko na vprašanja o glavobolu in migreni ali o spominu in demenci.',
    answerInEnglish: 'Preostanek tega odgovora je v angleščini.',
    referencesHeading: 'Viri',
    alsoRead: 'Morda boste želeli prebrati tudi:',
  },
  Bosnian: {
    greeting: 'Hvala vam na pitanju.',
    urgentCare:
      'Ovi simptomi mogu biti znak ozbiljnog stanja. Odmah potražite hitnu medicinsku pomoć: pozovite lokalni broj za hitne slučajeve (naprimjer 112 ili 911) ili idite u najbližu hitnu službu. Ne čekajte odgovor ove aplikacije.',
    urgentCareDementia:
      'Iznenadna zbunjenost ili pad s povredom glave zahtijevaju hitan ljekarski pregled još danas. Odmah pozovite lokalni broj za hitne slučajeve (naprimjer 112 ili 911) ako je osoba veoma pospana ili se teško budi, udarila je glavu i uzima lijekove za razrjeđivanje krvi, povraća, ima napad (grčeve), novu slabost ili nerazgovijetan govor, ili otežano diše.',
    notADiagnosis:
      'Ovo su opće informacije, a ne dijagnoza. Za svoju situaciju obratite se svom ljekaru.',
    notFound:
      'U mojoj bazi znanja nema informacija o tome. Mogu odgovoriti na pitanja o glavobolji i migreni ili o pamćenju i demenciji.',
    answerInEnglish: 'Ostatak ovog odgovora je na engleskom jeziku.',
    referencesHeading: 'Izvori',
    alsoRead: 'Možda želite pročitati i:',
  },
  Macedonian: {
    greeting: 'Ви благодариме за прашањето.',
    urgentCare:
      'Овие симптоми може да се знак на сериозна состојба. Веднаш побарајте итна медицинска помош: јавете се на локалниот број за итни случаи (на пример 112 или 911) или одете во најблиската служба за итна помош. Не чекајте одговор од оваа апликација.',
    urgentCareDementia:
      'Ненадејната збунетост или паѓање со повреда на главата бараат итен лекарски преглед уште денес. Веднаш јавете се на локалниот број за итни случаи (на пример 112 или 911) ако лицето е многу поспано или тешко се буди, ја удрило главата и зема лекови за разредување на крвта, повраќа, има напад (грчеви), нова слабост или нејасен говор, или тешко дише.',
    notADiagnosis:
      'Ова се општи информации, а не дијагноза. За вашата состојба обратете се кај вашиот лекар.',
    notFound:
      'Во мојата база на знаење нема информации за тоа. Можам да одговарам на прашања за главоболка и мигрена или за меморија и деменција.',
    answerInEnglish: 'Остатокот од овој одговор е на англиски јазик.',
    referencesHeading: 'Извори',
    alsoRead: 'Можеби ќе сакате да прочитате и:',
  },
  Greek: {
    greeting: 'Σας ευχαριστούμε για την ερώτησή σας.',
    urgentCare:
      'Αυτά τα συμπτώματα μπορεί να είναι ένδειξη σοβαρής πάθησης. Αναζητήστε αμέσως επείγουσα ιατρική βοήθεια: καλέστε τον τοπικό αριθμό έκτακτης ανάγκης (για παράδειγμα 112 ή 911) ή πηγαίνετε στο πλησιέστερο τμήμα επειγόντων περιστατικών. Μην περιμένετε απάντηση από αυτή την εφαρμογή.',
    urgentCareDementia:
      'Η ξαφνική σύγχυση ή μια πτώση με χτύπημα στο κεφάλι χρειάζεται επείγουσα ιατρική εκτίμηση σήμερα. Καλέστε αμέσως τον τοπικό αριθμό έκτακτης ανάγκης (για παράδειγμα 112 ή 911) αν το άτομο είναι πολύ υπνηλό ή ξυπνά δύσκολα, χτύπησε το κεφάλι του και παίρνει αντιπηκτικά φάρμακα, κάνει εμετό, έχει σπασμούς, νέα αδυναμία ή δυσκολία στην ομιλία, ή δυσκολεύεται να αναπνεύσει.',
    notADiagnosis:
      'Πρόκειται για γενικές πληροφορίες, όχι για διάγνωση. Συζητήστε την προσωπική σας περίπτωση με τον γιατρό σας.',
    notFound:
      'Δεν βρήκα πληροφορίες για αυτό στη βάση γνώσεών μου. Μπορώ να απαντήσω σε ερωτήσεις για τον πονοκέφαλο και την ημικρανία ή για τη μνήμη και την άνοια.',
    answerInEnglish: 'Η υπόλοιπη απάντηση είναι στα αγγλικά.',
    referencesHeading: 'Πηγές',
    alsoRead: 'Ίσως θέλετε να διαβάσετε επίσης:',
  },
  Bulgarian: {
    greeting: 'Благодарим ви за въпроса.',
    urgentCare:
      'Тези симптоми могат да са признак на сериозно заболяване. Незабавно потърсете спешна медицинска помощ: обадете се на местния номер за спешни случаи (например 112 или 911) или отидете в най-близкото спешно отделение. Не чакайте отговор от това приложение.',
    urgentCareDementia:
      'Внезапното объркване или падане с удар в главата изискват спешен лекарски преглед още днес. Обадете се веднага на местния номер за спешни случаи (например 112 или 911), ако човекът е много сънлив или трудно се събужда, ударил си е главата и приема лекарства за разреждане на кръвта, повръща, има гърч, нова слабост или завален говор, или диша трудно.',
    notADiagnosis:
      'Това е обща информация, а не диагноза. Моля, обсъдете своя случай с вашия лекар.',
    notFound:
      'Не намерих информация по този въпрос в базата си от знания. Мога да отговарям на въпроси за главоболие и мигрена или за паметта и деменцията.',
    answerInEnglish: 'Останалата част от този отговор е на английски език.',
    referencesHeading: 'Източници',
    alsoRead: 'Може да искате да прочетете и:',
  },
  Romanian: {
    greeting: 'Vă mulțumim pentru întrebare.',
    urgentCare:
      'Aceste simptome pot fi semnul unei afecțiuni grave. Solicitați imediat ajutor medical de urgență: sunați la numărul local de urgență (de exemplu 112 sau 911) sau mergeți la cea mai apropiată unitate de primiri urgențe. Nu așteptați un răspuns de la această aplicație.',
    urgentCareDementia:
      'Confuzia apărută brusc sau o cădere cu lovire la cap necesită evaluare medicală urgentă chiar astăzi. Sunați imediat la numărul local de urgență (de exemplu 112 sau 911) dacă persoana este foarte somnolentă sau greu de trezit, s-a lovit la cap și ia anticoagulante, vomită, are o criză convulsivă, slăbiciune nou apărută sau vorbire neclară, ori respiră greu.',
    notADiagnosis:
      'Acestea sunt informații generale, nu un diagnostic. Vă rugăm să discutați situația dumneavoastră cu medicul.',
    notFound:
      'Nu am găsit informații despre acest subiect în baza mea de cunoștințe. Pot răspunde la întrebări despre durerea de cap și migrenă sau despre memorie și demență.',
    answerInEnglish: 'Restul acestui răspuns este în limba engleză.',
    referencesHeading: 'Surse',
    alsoRead: 'Poate doriți să citiți și:',
  },
  Hungarian: {
    greeting: 'Köszönjük a kérdését.',
    urgentCare:
      'Ezek a tünetek súlyos betegségre utalhatnak. Azonnal kérjen sürgősségi orvosi segítséget: hívja a helyi segélyhívó számot (például 112 vagy 911), vagy menjen a legközelebbi sürgősségi osztályra. Ne várjon az alkalmazás válaszára.',
    urgentCareDementia:
      'A hirtelen kialakuló zavartság vagy a fejsérüléssel járó esés még ma sürgős orvosi vizsgálatot igényel. Azonnal hívja a helyi segélyhívó számot (például 112 vagy 911), ha az érintett nagyon aluszékony vagy nehezen ébreszthető, beütötte a fejét és véralvadásgátlót szed, hány, görcsrohama van, újonnan jelentkező gyengesége vagy elmosódott beszéde van, vagy nehezen lélegzik.',
    notADiagnosis:
      'Ez általános tájékoztatás, nem diagnózis. Saját helyzetével kapcsolatban forduljon orvosához.',
    notFound:
      'Erről nem találtam információt a tudásbázisomban. A fejfájással és a migrénnel, illetve a memóriával és a demenciával kapcsolatos kérdésekre tudok válaszolni.',
    answerInEnglish: 'A válasz további része angol nyelvű.',
    referencesHeading: 'Források',
    alsoRead: 'Érdemes lehet ezeket is elolvasnia:',
  },
  Russian: {
    greeting: 'Спасибо за ваш вопрос.',
    urgentCare:
      'Эти симптомы могут быть признаком серьёзного заболевания. Немедленно обратитесь за экстренной медицинской помощью: позвоните по местному номеру экстренных служб (например, 112 или 911) или отправляйтесь в ближайшее отделение неотложной помощи. Не ждите ответа от этого приложения.',
    urgentCareDementia:
      'Внезапная спутанность сознания или падение с ударом головой требуют срочного осмотра врачом уже сегодня. Немедленно позвоните по местному номеру экстренных служб (например, 112 или 911), если человек очень сонлив или его трудно разбудить, он ударился головой и принимает препараты, разжижающие кровь, у него рвота, судороги, новая слабость или невнятная речь, либо ему трудно дышать.',
    notADiagnosis:
      'Это общая информация, а не диагноз. Пожалуйста, обсудите свою ситуацию с лечащим врачом.',
    notFound:
      'В моей базе знаний нет информации по этому вопросу. Я могу ответить на вопросы о головной боли и мигрени, а также о памяти и деменции.',
    answerInEnglish: 'Остальная часть ответа — на английском языке.',
    referencesHeading: 'Источники',
    alsoRead: 'Возможно, вам будет полезно прочитать и это:',
  },
  Spanish: {
    greeting: 'Gracias por su pregunta.',
    urgentCare:
      'Estos síntomas pueden ser señal de un problema grave. Busque atención de urgencia ahora mismo: llame al número de emergencias de su zona (por ejemplo, 112 o 911) o acuda al servicio de urgencias más cercano. No espere la respuesta de esta aplicación.',
    urgentCareDementia:
      'La confusión repentina o una caída con golpe en la cabeza requieren una valoración médica urgente hoy mismo. Llame de inmediato al número de emergencias de su zona (por ejemplo, 112 o 911) si la persona está muy somnolienta o cuesta despertarla, se ha golpeado la cabeza y toma anticoagulantes, vomita, tiene una convulsión, debilidad nueva o habla arrastrada, o le cuesta respirar.',
    notADiagnosis:
      'Esta es información general, no un diagnóstico. Consulte a su médico sobre su situación personal.',
    notFound:
      'No he encontrado información sobre eso en mi base de conocimientos. Puedo responder preguntas sobre dolor de cabeza y migraña, o sobre memoria y demencia.',
    answerInEnglish: 'El resto de esta respuesta está en inglés.',
    referencesHeading: 'Fuentes',
    alsoRead: 'Quizá también le interese leer:',
  },
  French: {
    greeting: 'Merci pour votre question.',
    urgentCare:
      "Ces symptômes peuvent être le signe d'un problème grave. Faites-vous soigner en urgence dès maintenant : appelez le numéro d'urgence local (par exemple le 112 ou le 911) ou rendez-vous au service des urgences le plus proche. N'attendez pas la réponse de cette application.",
    urgentCareDementia:
      "Une confusion soudaine ou une chute avec un choc à la tête nécessite un avis médical urgent dès aujourd'hui. Appelez immédiatement le numéro d'urgence local (par exemple le 112 ou le 911) si la personne est très somnolente ou difficile à réveiller, s'est cogné la tête et prend un anticoagulant, vomit, fait une crise convulsive, présente une nouvelle faiblesse ou une élocution pâteuse, ou a du mal à respirer.",
    notADiagnosis:
      "Il s'agit d'informations générales, pas d'un diagnostic. Parlez de votre situation personnelle avec votre médecin.",
    notFound:
      "Je n'ai pas trouvé d'informations à ce sujet dans ma base de connaissances. Je peux répondre aux questions sur les maux de tête et la migraine, ou sur la mémoire et la démence.",
    answerInEnglish: 'La suite de cette réponse est en anglais.',
    referencesHeading: 'Sources',
    alsoRead: 'Vous pouvez aussi lire :',
  },
  Deutsch: {
    greeting: 'Vielen Dank für Ihre Frage.',
    urgentCare:
      'Diese Beschwerden können auf eine ernste Erkrankung hinweisen. Suchen Sie sofort notfallmedizinische Hilfe: Rufen Sie die örtliche Notrufnummer an (zum Beispiel 112 oder 911) oder gehen Sie in die nächste Notaufnahme. Warten Sie nicht auf eine Antwort dieser App.',
    urgentCareDementia:
      'Plötzliche Verwirrtheit oder ein Sturz mit Kopfverletzung müssen noch heute dringend ärztlich abgeklärt werden. Rufen Sie sofort die örtliche Notrufnummer an (zum Beispiel 112 oder 911), wenn die Person sehr schläfrig oder schwer zu wecken ist, sich den Kopf gestoßen hat und blutverdünnende Medikamente nimmt, erbricht, einen Krampfanfall, eine neue Schwäche oder eine verwaschene Sprache hat oder schwer Luft bekommt.',
    notADiagnosis:
      'Dies sind allgemeine Informationen, keine Diagnose. Bitte besprechen Sie Ihre persönliche Situation mit Ihrer Ärztin oder Ihrem Arzt.',
    notFound:
      'Dazu habe ich in meiner Wissensdatenbank keine Informationen gefunden. Ich kann Fragen zu Kopfschmerzen und Migräne oder zu Gedächtnis und Demenz beantworten.',
    answerInEnglish: 'Der Rest dieser Antwort ist auf Englisch.',
    referencesHeading: 'Quellen',
    alsoRead: 'Vielleicht möchten Sie auch lesen:',
  },
  Italian: {
    greeting: 'Grazie per la sua domanda.',
    urgentCare:
      'Questi sintomi possono essere il segno di una condizione grave. Cerchi subito assistenza di emergenza: chiami il numero di emergenza locale (ad esempio 112 o 911) oppure si rechi al pronto soccorso più vicino. Non aspetti la risposta di questa app.',
    urgentCareDementia:
      'Una confusione improvvisa o una caduta con trauma alla testa richiedono una valutazione medica urgente oggi stesso. Chiami subito il numero di emergenza locale (ad esempio 112 o 911) se la persona è molto sonnolenta o difficile da svegliare, ha battuto la testa e assume anticoagulanti, vomita, ha una crisi convulsiva, una debolezza nuova o difficoltà a parlare, oppure respira con fatica.',
    notADiagnosis:
      'Queste sono informazioni generali, non una diagnosi. Per la sua situazione personale si rivolga al suo medico.',
    notFound:
      'Non ho trovato informazioni su questo argomento nella mia base di conoscenze. Posso rispondere a domande su mal di testa ed emicrania, oppure su memoria e demenza.',
    answerInEnglish: 'Il resto di questa risposta è in inglese.',
    referencesHeading: 'Fonti',
    alsoRead: 'Potrebbe leggere anche:',
  },
  Portuguese: {
    greeting: 'Obrigado pela sua pergunta.',
    urgentCare:
      'Estes sintomas podem ser sinal de uma doença grave. Procure cuidados de emergência agora: ligue para o número de emergência local (por exemplo, 112 ou 911) ou dirija-se ao serviço de urgência mais próximo. Não espere pela resposta desta aplicação.',
    urgentCareDementia:
      'Uma confusão súbita ou uma queda com pancada na cabeça exigem avaliação médica urgente ainda hoje. Ligue imediatamente para o número de emergência local (por exemplo, 112 ou 911) se a pessoa estiver muito sonolenta ou difícil de acordar, tiver batido com a cabeça e tomar anticoagulantes, estiver a vomitar, tiver uma convulsão, fraqueza nova ou fala arrastada, ou dificuldade em respirar.',
    notADiagnosis:
      'Esta é uma informação geral, não um diagnóstico. Fale com o seu médico sobre a sua situação.',
    notFound:
      'Não encontrei informação sobre isso na minha base de conhecimento. Posso responder a perguntas sobre dor de cabeça e enxaqueca, ou sobre memória e demência.',
    answerInEnglish: 'O resto desta resposta está em inglês.',
    referencesHeading: 'Fontes',
    alsoRead: 'Também pode querer ler:',
  },
  Chinese: {
    greeting: '感谢您的提问。',
    urgentCare:
      '这些症状可能是严重疾病的征兆。请立即寻求急救：拨打当地急救电话（例如 112 或 911；在中国大陆请拨打 120），或立即前往最近的医院急诊科。请不要等待本应用的回复。',
    urgentCareDementia:
      '突然出现的意识混乱，或跌倒并撞到头部，需要在今天就紧急就医评估。如果患者非常嗜睡或难以唤醒、撞到头部且正在服用抗凝（“稀释血液”）药物、呕吐、抽搐、新出现肢体无力或说话含糊不清，或呼吸困难，请立即拨打当地急救电话（例如 112 或 911；在中国大陆请拨打 120）。',
    notADiagnosis: '以上为一般性信息，并非诊断。关于您个人的情况，请咨询您的医生。',
    notFound:
      '我的知识库中没有找到相关信息。我可以回答有关头痛和偏头痛，或记忆力和痴呆的问题。',
    answerInEnglish: '本回答的其余部分为英文。',
    referencesHeading: '参考来源',
    alsoRead: '您可能还想阅读：',
  },
  Japanese: {
    greeting: 'ご質問ありがとうございます。',
    urgentCare:
      'これらの症状は重い病気の兆候である可能性があります。今すぐ救急医療を受けてください。地域の緊急通報番号（例：112 または 911、日本では 119）に電話するか、最寄りの救急外来を受診してください。このアプリの回答を待たないでください。',
    urgentCareDementia:
      '突然の混乱や、頭を打つ転倒があった場合は、今日中に至急医師の診察が必要です。本人の眠気が非常に強い、または起こしても目覚めにくい、頭を打って血液をサラサラにする薬（抗凝固薬）を飲んでいる、嘔吐している、けいれんがある、新たな手足の脱力やろれつが回らない症状がある、または呼吸が苦しい場合は、すぐに地域の緊急通報番号（例：112 または 911、日本では 119）に電話してください。',
    notADiagnosis:
      'これは一般的な情報であり、診断ではありません。ご自身の状況については、かかりつけの医師にご相談ください。',
    notFound:
      'ナレッジベースにその情報は見つかりませんでした。頭痛・片頭痛、または記憶・認知症に関するご質問にお答えできます。',
    answerInEnglish: 'この回答の残りの部分は英語です。',
    referencesHeading: '出典',
    alsoRead: 'こちらもご覧ください：',
  },
};

// Profiles may store a language under its English name, its own name or a short code.
const LANGUAGE_ALIASES: Readonly<Record<string, FixedTextLanguage>> = {
  en: 'English',
  sr: 'Serbian',
  srpski: 'Serbian',
  hr: 'Croatian',
  hrvatski: 'Croatian',
  sl: 'Slovenian',
  slovene: 'Slovenian',
  slovenščina: 'Slovenian',
  bs: 'Bosnian',
  bosanski: 'Bosnian',
  mk: 'Macedonian',
  македонски: 'Macedonian',
  el: 'Greek',
  ελληνικά: 'Greek',
  bg: 'Bulgarian',
  български: 'Bulgarian',
  ro: 'Romanian',
  română: 'Romanian',
  hu: 'Hungarian',
  magyar: 'Hungarian',
  ru: 'Russian',
  русский: 'Russian',
  es: 'Spanish',
  español: 'Spanish',
  fr: 'French',
  français: 'French',
  de: 'Deutsch',
  german: 'Deutsch',
  it: 'Italian',
  italiano: 'Italian',
  pt: 'Portuguese',
  português: 'Portuguese',
  zh: 'Chinese',
  中文: 'Chinese',
  ja: 'Japanese',
  日本語: 'Japanese',
};

/** Fixed texts for a chat language; unknown or empty languages fall back to English. */
export function fixedTextsFor(language: string): FixedTexts {
  const key = language.trim().toLowerCase();
  const known =
    FIXED_TEXT_LANGUAGES.find((name) => name.toLowerCase() === key) ?? LANGUAGE_ALIASES[key];
  return FIXED_TEXTS[known ?? 'English'];
}
